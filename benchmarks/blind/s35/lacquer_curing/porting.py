import torch


def port_arrays(model, arrays):
    """Copy named arrays (dotted parameter names) into the matching submodules."""
    for name, array in arrays.items():
        owner_path, _, leaf = name.rpartition(".")
        owner = model.get_submodule(owner_path)
        current = getattr(owner, leaf)
        if tuple(current.shape) != tuple(array.shape):
            raise ValueError(f"{name}: expected {tuple(current.shape)}, got {array.shape}")
        setattr(owner, leaf, torch.as_tensor(array, dtype=current.dtype))
    return model
