def freeze(model, names):
    """Keep the named submodules fixed while the rest of the model is fine-tuned."""
    for name in names:
        part = getattr(model, name)
        part.requires_grad = False
        part.eval()


def trainable_parameters(model):
    return [p for p in model.parameters() if p.requires_grad]
