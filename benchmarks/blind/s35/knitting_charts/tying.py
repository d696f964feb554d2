def _resolve(model, dotted):
    owner_path, _, attr = dotted.rpartition(".")
    return model.get_submodule(owner_path), attr


def tie_weights(model, pairs):
    """Share parameters: for each (target, source) pair of dotted names, the target
    attribute becomes the very same Parameter object as the source."""
    for target, source in pairs:
        src_owner, src_attr = _resolve(model, source)
        dst_owner, dst_attr = _resolve(model, target)
        shared = getattr(src_owner, src_attr)
        if getattr(dst_owner, dst_attr).shape != shared.shape:
            raise ValueError(f"cannot tie {target} to {source}: shapes differ")
        setattr(dst_owner, dst_attr, shared)
    return model
