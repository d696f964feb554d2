import numpy as np
import torch


def apply_tta(img, mode):
    if mode == "hflip":
        return img.flip(-1)
    return img


def inference(models, loader, tta_modes, device="cpu"):
    """Average sigmoid(logit) * 100 over fold models and TTA views.

    Copied from the inference notebook, where the whole cell runs under torch.inference_mode();
    callers are expected to do the same.
    """
    for m in models:
        m.eval()
    fold_preds = []
    for model in models:
        preds = []
        for img, meta in loader:
            img, meta = img.to(device), meta.to(device)
            views = [torch.sigmoid(model(apply_tta(img, t), meta)) for t in tta_modes]
            preds.append(torch.stack(views).mean(0).cpu().numpy() * 100)
        fold_preds.append(np.concatenate(preds))
    return np.mean(fold_preds, axis=0)
