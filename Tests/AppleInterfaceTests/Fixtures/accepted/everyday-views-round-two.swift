// More everyday views and a UIKit table of iOS 17 apps, written from Apple's documentation.

import SwiftUI
struct P: View {
  @State private var items = [1, 2, 3]
  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        Text("\(item)")
          .swipeActions(edge: .trailing) { Button("Borrar", role: .destructive) { items.removeAll { $0 == item } } }
      }
    }
    .listStyle(.plain)
    .overlay { if items.isEmpty { ContentUnavailableView("Vacío", systemImage: "tray") } }
  }
}

import SwiftUI
struct Q: View {
  @State private var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      Button("Ir") { path.append("detalle") }
        .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

import SwiftUI
struct R: View {
  @State private var favoritos: Set<String> = []
  let nombres = ["Ana", "Luis"]
  var body: some View {
    List(nombres, id: \.self) { nombre in
      HStack {
        Text(nombre)
        Spacer()
        Image(systemName: favoritos.contains(nombre) ? "heart.fill" : "heart")
          .onTapGesture { favoritos.insert(nombre) }
      }
    }
  }
}

import SwiftUI
struct S2: View {
  @State private var offset: CGFloat = 0
  var body: some View {
    Rectangle()
      .fill(.blue.gradient)
      .frame(width: 100, height: 100)
      .offset(x: offset)
      .gesture(DragGesture().onChanged { offset = $0.translation.width })
  }
}

import SwiftUI
struct T: View {
  @State private var color = "Rojo"
  let colores = ["Rojo", "Verde"]
  var body: some View {
    Picker("Color", selection: $color) {
      ForEach(colores, id: \.self) { Text($0) }
    }
    .pickerStyle(.menu)
    .onAppear { color = colores[0] }
  }
}

import SwiftUI
struct U: View {
  var body: some View {
    VStack {
      Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint)
      Text("Hello, world!")
    }
    .padding()
  }
}

import SwiftUI
struct V2: View {
  @State private var mostrar = false
  var body: some View {
    VStack {
      Button("Alternar") { withAnimation(.spring()) { mostrar.toggle() } }
      if mostrar { Text("Hola").transition(.move(edge: .top)) }
    }
  }
}

import SwiftUI
struct W: View {
  @State private var texto = ""
  var body: some View {
    TextField("Buscar", text: $texto)
      .textInputAutocapitalization(.never)
      .autocorrectionDisabled()
      .onSubmit { print(texto) }
      .submitLabel(.search)
  }
}

import UIKit
final class X: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var datos = ["a", "b"]
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "celda")
    title = "Lista"
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { datos.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let celda = tableView.dequeueReusableCell(withIdentifier: "celda", for: indexPath)
    var contenido = celda.defaultContentConfiguration()
    contenido.text = datos[indexPath.row]
    celda.contentConfiguration = contenido
    return celda
  }
}

import SwiftUI
struct Y: View {
  var body: some View {
    HStack(spacing: 0) {
      Text("Izquierda").frame(maxWidth: .infinity, alignment: .leading)
      Divider()
      Text("Derecha").frame(maxWidth: .infinity, alignment: .trailing)
    }
    .fixedSize(horizontal: false, vertical: true)
  }
}
