import torch


def build_optimizer(model, cfg):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if name.endswith("bias") else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": cfg["wd"]},
                              {"params": no_decay, "weight_decay": 0.0}], lr=cfg["lr"])


def gradient_step(optimizer, loss, max_norm=None):
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    if max_norm:
        torch.nn.utils.clip_grad_norm_([p for g in optimizer.param_groups for p in g["params"]], max_norm)
    optimizer.step()
