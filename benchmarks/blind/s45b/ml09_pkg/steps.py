import torch.nn.functional as F


def critic_update(critic, opt, shared, beach_idx):
    """Teach the critic to tell the beaches apart from the shared features."""
    opt.zero_grad()
    logits = critic(shared)
    ce = F.cross_entropy(logits, beach_idx)
    ce.backward()
    opt.step()
    return ce.item()


def model_update(model, critic, opt, shared, y, beach_idx, lam):
    """Fit every beach's trim and make the shared features beach-agnostic."""
    opt.zero_grad()
    fit = F.smooth_l1_loss(model.decode(shared, beach_idx), y, beta=0.1)
    confusion = -F.cross_entropy(critic(shared), beach_idx)
    (fit + lam * confusion).backward()
    opt.step()
    return fit.item(), -confusion.item()
