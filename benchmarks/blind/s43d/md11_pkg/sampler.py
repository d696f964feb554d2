import torch


@torch.no_grad()
def least_labelled_looking(vae, disc, x_pool, budget):
    """VAAL acquisition: take the pool points the discriminator thinks are most unlabelled."""
    vae.eval()
    disc.eval()
    _, mu, _ = vae(x_pool)
    p_labelled = torch.sigmoid(disc(mu))
    vae.train()
    disc.train()
    return p_labelled.topk(budget, largest=False).indices
