import torch


def bernoulli_nll(probs, target):
    ll = target * torch.log(probs) + (1 - target) * torch.log1p(-probs)
    return -ll.flatten(1).sum(1).mean()


def gaussian_kl(mu, logvar):
    return -0.5 * torch.mean(torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=1))


def elbo_loss(recon, target, mu, logvar, beta=1.0):
    rec = bernoulli_nll(recon, target)
    kl = gaussian_kl(mu, logvar)
    return rec + beta * kl, {"rec": rec.item(), "kl": kl.item()}
