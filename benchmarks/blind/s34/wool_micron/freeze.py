def freeze(model, prefixes):
    for name, p in model.named_parameters():
        if name.startswith(prefixes):
            p.requires_grad_ = False


def trainable_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
