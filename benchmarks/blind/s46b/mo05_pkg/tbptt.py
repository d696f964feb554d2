import torch.nn.functional as F


def chunk_step(prior, opt, tokens, state, clip=1.0):
    """One truncated-BPTT step on a window of consecutive codes."""
    opt.zero_grad()
    logits, state = prior(tokens[:, :-1], state)
    loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), tokens[:, 1:].reshape(-1))
    loss.backward()
    for group in opt.param_groups:
        for p in group["params"]:
            if p.grad is not None:
                p.grad.clamp_(-clip, clip)
    opt.step()
    return loss.item(), state
