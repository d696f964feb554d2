def register_modules(parent, prefix, modules):
    """Attach each module to `parent` under `<prefix>_<i>` so it is tracked by it."""
    for i, module in enumerate(modules):
        parent.add_module(f"{prefix}_{i}", module)
    return modules


def count_parameters(module):
    return sum(p.numel() for p in module.parameters() if p.requires_grad)
