def set_requires_grad(nets, requires_grad):
    if not isinstance(nets, (list, tuple)):
        nets = [nets]
    for net in nets:
        for p in net.parameters():
            p.requires_grad = requires_grad
