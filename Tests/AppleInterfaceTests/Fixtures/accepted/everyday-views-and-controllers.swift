// Everyday views and view controllers of iOS 17 apps, written from Apple's documentation:

// each must type-check as it would in Xcode.

import SwiftUI
struct A: View {
  @State private var name = ""
  var body: some View {
    Form {
      Section("Perfil") {
        TextField("Nombre", text: $name)
        Toggle("Activo", isOn: .constant(true))
      }
      Section { Text("Pie") } header: { Text("Cabecera") }
    }
    .navigationTitle("Ajustes")
    .navigationBarTitleDisplayMode(.inline)
  }
}

import SwiftUI
struct B: View {
  @State private var isPresented = false
  var body: some View {
    Button("Mostrar") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        NavigationStack { Text("Hoja").toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cerrar") { isPresented = false } } } }
      }
  }
}

import SwiftUI
struct C: View {
  let items = ["a", "b"]
  var body: some View {
    List(items, id: \.self) { item in
      HStack {
        Image(systemName: "star.fill").foregroundColor(.yellow)
        Text(item).font(.headline)
        Spacer()
      }
    }
    .refreshable { }
  }
}

import SwiftUI
struct D: View {
  @State private var selection = 0
  var body: some View {
    TabView(selection: $selection) {
      Text("Uno").tabItem { Label("Uno", systemImage: "1.circle") }.tag(0)
      Text("Dos").tabItem { Label("Dos", systemImage: "2.circle") }.tag(1)
    }
  }
}

import SwiftUI
struct E: View {
  @State private var date = Date()
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      DatePicker("Fecha", selection: $date, displayedComponents: .date)
      ProgressView(value: 0.5)
      Text(date, style: .date).foregroundStyle(.secondary)
    }
    .padding(.horizontal)
  }
}

import SwiftUI
struct F: View {
  var body: some View {
    GeometryReader { proxy in
      Rectangle().fill(Color.blue).frame(width: proxy.size.width / 2)
    }
    .ignoresSafeArea()
  }
}

import SwiftUI
struct G: View {
  @State private var showAlert = false
  var body: some View {
    Button("Borrar", role: .destructive) { showAlert = true }
      .alert("¿Seguro?", isPresented: $showAlert) {
        Button("Borrar", role: .destructive) { }
        Button("Cancelar", role: .cancel) { }
      } message: { Text("No se puede deshacer") }
  }
}

import SwiftUI
@Observable final class Modelo { var contador = 0 }
struct H: View {
  @State private var modelo = Modelo()
  var body: some View {
    Button("Sumar \(modelo.contador)") { modelo.contador += 1 }
      .animation(.easeInOut, value: modelo.contador)
  }
}

import SwiftUI
struct I: View {
  var body: some View {
    NavigationStack {
      List(1..<5) { n in
        NavigationLink("Elemento \(n)", value: n)
      }
      .navigationDestination(for: Int.self) { n in Text("Detalle \(n)") }
    }
  }
}

import SwiftUI
struct J: View {
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      Color.gray.opacity(0.2)
      Text("Hola").padding(8).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
    }
  }
}

import UIKit
final class K: UIViewController {
  private let label = UILabel()
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    label.text = "Hola"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

import UIKit
final class L: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(type: .system)
    button.setTitle("Tocar", for: .normal)
    button.addAction(UIAction { _ in print("tocado") }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [button])
    stack.axis = .vertical
    stack.spacing = 8
    view.addSubview(stack)
  }
}

import SwiftUI
struct M: View {
  @Environment(\.dismiss) private var dismiss
  @State private var text = ""
  var body: some View {
    NavigationView {
      TextEditor(text: $text)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) { Button("Guardar") { dismiss() } }
        }
    }
  }
}

import SwiftUI
struct N: View {
  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 12) {
        ForEach(0..<10) { i in
          Circle().frame(width: 40, height: 40).overlay(Text("\(i)"))
        }
      }
    }
  }
}

import SwiftUI
struct O: View {
  @State private var isOn = false
  var body: some View {
    Toggle(isOn: $isOn) { Label("Wi-Fi", systemImage: "wifi") }
      .onChange(of: isOn) { oldValue, newValue in print(newValue) }
      .disabled(false)
      .opacity(isOn ? 1 : 0.5)
  }
}
