def project_nonnegative(net):
    """Keep the monotone path monotone: clip negative weights to zero."""
    for layer in net.monotone_layers():
        layer.weight.clamp_(min=0.0)


def min_monotone_weight(net):
    return min(layer.weight.data.min().item() for layer in net.monotone_layers())
