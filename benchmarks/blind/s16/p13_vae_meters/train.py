import torch

from .logging_utils import GradNormTracker, MetricLogger
from .losses import beta_schedule, elbo_terms
from .model import VAE


def make_data(n=512, x_dim=16, z_dim=3):
    z = torch.randn(n, z_dim)
    mix = torch.randn(z_dim, x_dim)
    return torch.tanh(z @ mix) + 0.05 * torch.randn(n, x_dim)


def main(epochs=3, batch_size=32):
    torch.manual_seed(0)
    data = make_data()
    model = VAE()
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    tracker = GradNormTracker(model.named_parameters())
    step = 0
    for epoch in range(epochs):
        logger = MetricLogger()
        per_sample = []
        for i in range(0, len(data), batch_size):
            x = data[i:i + batch_size]
            recon, mu, logvar = model(x)
            rec, kl = elbo_terms(recon, x, mu, logvar)
            loss = (rec + beta_schedule(step) * kl).mean()
            optimizer.zero_grad()
            loss.backward()
            tracker.record()
            optimizer.step()
            step += 1
            per_sample.append(rec.detach())
            logger.update(n=x.size(0), loss=loss.item(), rec=rec.mean().item(), kl=kl.mean().item())
        rec_all = torch.cat(per_sample)
        worst = rec_all.topk(5).indices.tolist()
        m = logger.means()
        print(f"epoch {epoch}: loss {m['loss']:.3f} rec {m['rec']:.3f} kl {m['kl']:.3f} "
              f"hardest samples {worst}")
    print("largest gradient norm seen in", tracker.largest())


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
