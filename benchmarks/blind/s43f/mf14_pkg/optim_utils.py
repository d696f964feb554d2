import torch


def build(net, hp):
    emb = [p for n, p in net.named_parameters() if n.split(".")[0] in ("sub", "paint", "method")]
    rest = [p for n, p in net.named_parameters() if n.split(".")[0] == "mlp"]
    opt = torch.optim.AdamW([{"params": emb, "weight_decay": 0.0},
                             {"params": rest, "weight_decay": hp["weight_decay"]}], lr=hp["lr"])
    return opt


def warmup_linear(opt, warmup, total):
    return torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warmup, max(0.0, (total - s) / max(1, total - warmup))))


def apply_update(opt, sched=None, clip=None):
    """One optimizer update after the backward pass: reset, clip, step, schedule."""
    opt.zero_grad(set_to_none=True)
    if clip is not None:
        params = [p for group in opt.param_groups for p in group["params"]]
        torch.nn.utils.clip_grad_norm_(params, clip)
    opt.step()
    if sched is not None:
        sched.step()
