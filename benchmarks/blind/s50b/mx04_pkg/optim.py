import torch


def make_optimizer(model, lr=2e-3, wd=1e-4):
    decay = [p for n, p in model.named_parameters() if p.ndim > 1]
    no_decay = [p for n, p in model.named_parameters() if p.ndim <= 1]
    return torch.optim.AdamW([{"params": decay, "weight_decay": wd},
                              {"params": no_decay, "weight_decay": 0.0}], lr=lr)


def ink_loss(pred, target):
    feather, bleed_logit = pred
    return (torch.nn.functional.mse_loss(feather, target[:, 0])
            + torch.nn.functional.binary_cross_entropy_with_logits(
                bleed_logit, target[:, 1].clamp(0, 1)))
