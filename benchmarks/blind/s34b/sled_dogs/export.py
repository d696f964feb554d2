import copy


def export_for_inference(module):
    """Stand-alone copy for the checkpoint crew: no gradients, dropout off."""
    frozen = copy.deepcopy(module)
    frozen.requires_grad_(False)
    return frozen.eval()
