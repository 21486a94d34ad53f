import Cassowary
import Foundation

/// Building the solver's constraints from the hierarchy.
extension LayoutEngine {
    /// Makes the solver again from the hierarchy: finds the items that take part (the items of installed
    /// constraints, views that do not translate their mask, and every ancestor of those), gives each its
    /// variables, then adds the root's size, the autoresizing constraints, the intrinsic sizes, the system
    /// guides and last the app's constraints in tree order.
    func rebuild() {
        needsRebuild = false
        staleRecords = []
        solver = Solver()
        if fitting == nil {
            for entry in participants { (entry.item as? UIView)?.layoutState?.engine = nil }
        }
        variables = [:]
        participants = []
        records = [:]
        installed = []
        solvedFrames = [:]
        guard let root = rootView else { return }
        var constraints: [NSLayoutConstraint] = []
        var marked: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var guides: [UILayoutGuide] = []
        collect(root, into: &constraints, marked: &marked)
        for constraint in constraints {
            for term in constraint.firstSource.terms + (constraint.secondSource?.terms ?? []) {
                guard let item = term.item else { continue }
                mark(item, attribute: term.attribute, marked: &marked, guides: &guides)
            }
        }
        makeVariables(root, marked: marked)
        for guide in guides where variables[ObjectIdentifier(guide)] == nil {
            let entry = ItemVariables(item: guide, name: guide.identifier.isEmpty ? "guide" : guide.identifier)
            variables[ObjectIdentifier(guide)] = entry
            participants.append(entry)
        }
        // The root's size, two intrinsic-size or four autoresizing constraints per view, four per guide, and
        // the app's constraints.
        solver.reserveCapacity(4 + 4 * participants.count + constraints.count)
        add(rootSizeRecord(root), key: ObjectIdentifier(root))
        if fitting != nil { add(intrinsicSizeRecord(root), key: EngineRecord.intrinsicKey(of: root)) }
        for entry in participants {
            if let view = entry.item as? UIView, view !== root {
                if view.translatesAutoresizingMaskIntoConstraints {
                    add(autoresizingRecord(view), key: ObjectIdentifier(view))
                } else {
                    add(intrinsicSizeRecord(view), key: EngineRecord.intrinsicKey(of: view))
                }
            } else if let guide = entry.item as? UILayoutGuide, guide.kind != .custom {
                add(guideRecord(guide), key: ObjectIdentifier(guide))
            }
        }
        for constraint in constraints { addAppConstraint(constraint) }
        needsSolve = true
    }

    /// Gathers the installed constraints under `view` and marks the views that do not translate their mask.
    private func collect(
        _ view: UIView, into constraints: inout [NSLayoutConstraint], marked: inout Set<ObjectIdentifier>
    ) {
        if let state = view.layoutState {
            constraints += state.constraints.filter(\.isValid)
            if !state.translatesAutoresizingMaskIntoConstraints { markView(view, marked: &marked) }
        }
        for subview in view.subviews { collect(subview, into: &constraints, marked: &marked) }
    }

    /// Marks a constraint's item (and what its attribute stands for: the margins guide, the baseline view).
    private func mark(
        _ item: AnyObject, attribute: NSLayoutConstraint.Attribute, marked: inout Set<ObjectIdentifier>,
        guides: inout [UILayoutGuide]
    ) {
        guard let view = item as? UIView else {
            guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return }
            if !guides.containsIdentical(guide) { guides.append(guide) }
            markView(owner, marked: &marked)
            return
        }
        markView(view, marked: &marked)
        if attribute.unmarginedAttribute != nil {
            mark(view.layoutMarginsGuide, attribute: .notAnAttribute, marked: &marked, guides: &guides)
        }
        if attribute == .firstBaseline { markView(view.forFirstBaselineLayout, marked: &marked) }
        if attribute == .lastBaseline { markView(view.forLastBaselineLayout, marked: &marked) }
    }

    /// Marks `view` and its ancestors.
    private func markView(_ view: UIView, marked: inout Set<ObjectIdentifier>) {
        var current: UIView? = view
        while let node = current, marked.insert(ObjectIdentifier(node)).inserted {
            current = node.superview
        }
    }

    /// Gives the marked views variables, parents before children.
    private func makeVariables(_ view: UIView, marked: Set<ObjectIdentifier>) {
        guard marked.contains(ObjectIdentifier(view)) else { return }
        let entry = ItemVariables(item: view, name: ItemVariables.typeName(of: view))
        variables[ObjectIdentifier(view)] = entry
        participants.append(entry)
        if fitting == nil { view.ensuredLayoutState.engine = self }
        for subview in view.subviews { makeVariables(subview, marked: marked) }
    }

    // MARK: Adding records

    /// Adds a record's constraints to the solver; a required one that conflicts is reported with UIKit's
    /// message and left out.
    func add(_ record: EngineRecord, key: ObjectIdentifier) {
        var kept = record
        recordCounter += 1
        kept.order = recordCounter
        // The record's arrays are kept as they are unless the solver refuses one of its constraints (the
        // rare case copies the others).
        var refused: [Int] = []
        for index in record.solverConstraints.indices {
            do throws(SolverError) {
                try solver.addConstraint(record.solverConstraints[index])
            } catch {
                reportUnsatisfiable(record.layoutConstraints[index], solverConstraint: record.solverConstraints[index])
                refused.append(index)
            }
        }
        if !refused.isEmpty {
            let accepted = record.solverConstraints.indices.filter { !refused.contains($0) }
            kept.solverConstraints = accepted.map { record.solverConstraints[$0] }
            kept.layoutConstraints = accepted.map { record.layoutConstraints[$0] }
        }
        records[key] = kept
        needsSolve = true
    }

    /// Removes a record's constraints from the solver.
    func remove(key: ObjectIdentifier) {
        guard let record = records.removeValue(forKey: key) else { return }
        for constraint in record.solverConstraints { try? solver.removeConstraint(constraint) }
        needsSolve = true
    }

    /// Translates and adds one of the app's constraints.
    func addAppConstraint(_ constraint: NSLayoutConstraint) {
        installed.append(constraint)
        addRecord(of: constraint)
    }

    /// Puts an app constraint in again after its constant or priority changed. When only the constant of
    /// the solver constraint differs, the solver changes it in place (`updateConstant(of:to:)`, a dual
    /// simplex step); otherwise — another priority, or a constant the required constraints refuse, which is
    /// then reported as UIKit does — the record is removed and added again.
    func replace(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        if let record = records[key], record.solverConstraints.count == 1, let new = translate(constraint),
            record.solverConstraints[0].differsOnlyInConstant(from: new),
            let updated = try? solver.updateConstant(
                of: record.solverConstraints[0], to: new.expression.constant)
        {
            records[key]?.solverConstraints[0] = updated
            needsSolve = true
            return
        }
        remove(key: key)
        addRecord(of: constraint)
    }

    private func addRecord(of constraint: NSLayoutConstraint) {
        guard let solverConstraint = translate(constraint) else { return }
        add(
            EngineRecord(
                source: .constraint(constraint), solverConstraints: [solverConstraint], layoutConstraints: [constraint]),
            key: ObjectIdentifier(constraint))
    }

    /// Makes again the records whose inputs changed (a frame, an intrinsic size, insets).
    func refreshStaleRecords() {
        let keys = staleRecords
        staleRecords = []
        for key in keys {
            guard let record = records[key] else { continue }
            switch record.source {
            case .autoresizing(let weak): refresh(key, of: weak) { self.autoresizingRecord($0) }
            case .intrinsicSize(let weak): refresh(key, of: weak) { self.intrinsicSizeRecord($0) }
            case .guide(let guide): refresh(key, with: guideRecord(guide))
            case .rootSize(let weak): refresh(key, of: weak) { self.rootSizeRecord($0) }
            case .constraint(let constraint):
                remove(key: key)
                addRecord(of: constraint)
            case .ambiguityExercise: break
            }
        }
    }

    /// Makes the record at `key` again from its view, or removes it when the view is gone (records hold their
    /// views weakly, so a released hierarchy does not stay alive through its engine).
    private func refresh(_ key: ObjectIdentifier, of weak: EngineRecord.WeakView, making: (UIView) -> EngineRecord) {
        guard let view = weak.view else { return remove(key: key) }
        refresh(key, with: making(view))
    }

    /// Puts `new` in place of the record at `key`. When the two differ only in constants (moved insets, a
    /// frame that moved or resized), each changed constant moves in place in the solver
    /// (`Solver.updateConstant(of:to:)`); otherwise, or when the required constraints refuse a new constant,
    /// the old record's constraints are removed and the new ones added.
    private func refresh(_ key: ObjectIdentifier, with new: EngineRecord) {
        guard var current = records[key]?.solverConstraints,
            current.count == new.solverConstraints.count,
            zip(current, new.solverConstraints).allSatisfy({ $0.differsOnlyInConstant(from: $1) })
        else {
            remove(key: key)
            add(new, key: key)
            return
        }
        for (index, made) in new.solverConstraints.enumerated()
        where current[index].expression.constant != made.expression.constant {
            guard let updated = try? solver.updateConstant(of: current[index], to: made.expression.constant) else {
                records[key]?.solverConstraints = current
                remove(key: key)
                add(new, key: key)
                return
            }
            current[index] = updated
            needsSolve = true
        }
        records[key]?.solverConstraints = current
        records[key]?.layoutConstraints = new.layoutConstraints
    }
}
