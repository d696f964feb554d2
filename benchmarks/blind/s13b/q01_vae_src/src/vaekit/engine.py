import torch


def train_epoch(model, optimizer, batches, beta=1.0):
    model.train()
    totals = {"loss": 0.0, "recon": 0.0, "kld": 0.0}
    for x in batches:
        recon_x, mu, logvar = model(x)
        terms = model.loss_function(recon_x, x, mu, logvar, beta=beta)
        optimizer.zero_grad(set_to_none=True)
        terms["loss"].backward()
        optimizer.step()
        for key in totals:
            totals[key] += terms[key].item()
    return {k: v / len(batches) for k, v in totals.items()}


@torch.no_grad()
def evaluate(model, batches):
    model.eval()
    totals = {"loss": 0.0, "recon": 0.0, "kld": 0.0}
    for x in batches:
        recon_x, mu, logvar = model(x)
        terms = model.loss_function(recon_x, x, mu, logvar)
        for key in totals:
            totals[key] += terms[key].item()
    return {k: v / len(batches) for k, v in totals.items()}


def sample(model, n=16):
    model.eval()
    with torch.inference_mode():
        z = torch.randn(n, model.latent_dim)
        images = model.decode(z).clamp_(0.0, 1.0)
        grid = images.view(n, 4, -1).numpy()
    return grid
