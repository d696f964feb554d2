"""Transfer helpers: freeze the lower layers, layer-wise lr decay for the rest."""


def lower_layers(net, n_blocks):
    return [net.stem] + list(net.blocks[: n_blocks - 1])


def freeze_lower(net, n_blocks):
    frozen = lower_layers(net, n_blocks)
    for layer in frozen:
        for p in layer.parameters():
            p.require_grad = False
    return len(frozen)


def llrd_groups(net, base_lr, decay):
    ladder = [net.stem] + list(net.blocks) + [net.head]
    groups = []
    for depth, layer in enumerate(reversed(ladder)):
        params = [p for p in layer.parameters() if p.requires_grad]
        if params:
            groups.append({"params": params, "lr": base_lr * decay ** depth})
    return groups
