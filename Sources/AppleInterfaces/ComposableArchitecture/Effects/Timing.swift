import Foundation
import SwiftUI

extension Effect {
    /// Delays the effect until no other effect with the same id started for `dueTime`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/debounce(id:for:scheduler:options:)
    public func debounce<S: Scheduler>(
        id: AnyHashable,
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self {
        let upstream = self.publisher
        return Effect(
            Just(())
                .setFailureType(to: Failure.self)
                .delay(for: dueTime, scheduler: scheduler, options: options)
                .flatMap { upstream.receive(on: scheduler) }
        )
        .cancellable(id: id, cancelInFlight: true)
    }

    /// Debounces with an id that is a type.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/debounce(id:for:scheduler:options:)
    public func debounce<S: Scheduler>(
        id: Any.Type,
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self {
        debounce(id: ObjectIdentifier(id), for: dueTime, scheduler: scheduler, options: options)
    }

    /// Starts the effect after `dueTime`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/deferred(for:scheduler:options:)
    public func deferred<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self {
        let upstream = self.publisher
        return Effect(
            Just(())
                .setFailureType(to: Failure.self)
                .delay(for: dueTime, scheduler: scheduler, options: options)
                .flatMap { upstream.receive(on: scheduler) }
        )
    }

    /// Lets at most one output of effects with the same id through per `interval`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/throttle(id:for:scheduler:latest:)
    public func throttle<S: Scheduler>(
        id: AnyHashable,
        for interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        latest: Bool
    ) -> Self {
        Effect(publisher.throttle(for: interval, scheduler: scheduler, latest: latest))
            .cancellable(id: id, cancelInFlight: true)
    }

    /// Throttles with an id that is a type.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/throttle(id:for:scheduler:latest:)
    public func throttle<S: Scheduler>(
        id: Any.Type,
        for interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        latest: Bool
    ) -> Self {
        throttle(id: ObjectIdentifier(id), for: interval, scheduler: scheduler, latest: latest)
    }

    /// Sends the effect's outputs inside a SwiftUI animation.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/animation(_:)
    public func animation(_ animation: Animation? = .default) -> Self {
        // Animations do nothing off Apple platforms: the outputs pass through.
        self
    }
}

extension Effect where Failure == Never {
    /// An effect that sends the scheduler's time every `interval`, cancellable with `id`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/timer(id:every:tolerance:on:options:)
    public static func timer<S: Scheduler>(
        id: AnyHashable,
        every interval: S.SchedulerTimeType.Stride,
        tolerance: S.SchedulerTimeType.Stride? = nil,
        on scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self where S.SchedulerTimeType == Output {
        Effect.run { subscriber in
            // A schedule of repeating work, cancelled with the effect.
            scheduler.schedule(
                after: scheduler.now.advanced(by: interval),
                interval: interval,
                tolerance: tolerance ?? scheduler.minimumTolerance,
                options: options
            ) {
                subscriber.send(scheduler.now)
            }
        }
        .cancellable(id: id, cancelInFlight: true)
    }

    /// A timer effect with an id that is a type.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/timer(id:every:tolerance:on:options:)
    public static func timer<S: Scheduler>(
        id: Any.Type,
        every interval: S.SchedulerTimeType.Stride,
        tolerance: S.SchedulerTimeType.Stride? = nil,
        on scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self where S.SchedulerTimeType == Output {
        timer(id: ObjectIdentifier(id), every: interval, tolerance: tolerance, on: scheduler, options: options)
    }
}
