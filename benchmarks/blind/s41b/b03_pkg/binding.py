def load_generated(target, flat):
    """Slice one instrument's generated vector into the response network's weights and biases."""
    offset = 0
    for layer in target.layers:
        n_w = layer.weight.numel()
        layer.weight = flat[offset:offset + n_w].view(layer.out_features, layer.in_features)
        offset += n_w
        n_b = layer.out_features
        layer.bias = flat[offset:offset + n_b]
        offset += n_b
    assert offset == flat.numel(), (offset, flat.numel())
    return target
