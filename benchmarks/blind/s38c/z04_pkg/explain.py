def count_attribution(tap):
    """Grad-CAM of the predicted count w.r.t. the tapped features (call after backward)."""
    feats = tap.output
    grads = feats.grad
    weights = grads.mean(dim=(2, 3), keepdim=True)
    cam = (weights * feats).sum(1).clamp(min=0)
    return (cam / (cam.amax(dim=(1, 2), keepdim=True) + 1e-8)).detach()
