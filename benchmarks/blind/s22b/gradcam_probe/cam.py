class ActivationCatcher:
    def __init__(self):
        self.fmap = None

    def __call__(self, fmap):
        fmap.retain_grad()
        self.fmap = fmap


def heatmap(catcher):
    fmap = catcher.fmap
    weights = fmap.grad.mean(dim=(2, 3), keepdim=True)
    cam = (weights * fmap).sum(dim=1).clamp(min=0)
    return cam.detach()
