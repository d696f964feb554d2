import torch
import torch.nn.functional as F


def domain_labels(n_src, n_tgt):
    return torch.cat([torch.zeros(n_src, 1), torch.ones(n_tgt, 1)])


def critic_update(critic, opt, feats, n_src):
    """Teach the critic to tell tunnel taps from full-scale taps."""
    logits = critic(feats)
    loss = F.binary_cross_entropy_with_logits(logits, domain_labels(n_src, len(feats) - n_src))
    opt.zero_grad()
    loss.backward()
    opt.step()
    return loss.item()


def task_update(models, opt, feats, y_src, lam):
    """Fit Cp on the tunnel data while making the critic unable to separate the domains."""
    n_src = len(y_src)
    cp_loss = F.mse_loss(models.regressor(feats[:n_src]), y_src)
    fool = F.binary_cross_entropy_with_logits(models.critic(feats),
                                              1.0 - domain_labels(n_src, len(feats) - n_src))
    total = cp_loss + lam * fool
    opt.zero_grad()
    total.backward()
    opt.step()
    return cp_loss.item(), fool.item()
