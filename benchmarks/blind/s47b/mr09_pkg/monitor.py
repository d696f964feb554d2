import torch


@torch.no_grad()
def evaluate(model, segs, rope):
    model.eval()
    feats = model.encode(segs).mean(dim=1)
    design = torch.cat([feats, torch.ones(len(feats), 1)], dim=1)
    coef = torch.linalg.lstsq(design, rope.unsqueeze(1)).solution
    err = (design @ coef).squeeze(1) - rope
    model.train()
    return err.abs().mean().item()


def predict_missing(model, segs, hide):
    model.eval()
    with torch.inference_mode():
        out = model(segs, hide)
    model.train()
    return out


class Dashboard:
    def __init__(self):
        self.panels = {}

    def log(self, key, value):
        if torch.is_tensor(value):
            value = value.detach().cpu().numpy()
        self.panels.setdefault(key, []).append(value)
