import torch

from .utils import clip_weights, sample_data


def train_wgan(gen, critic, cfg):
    tcfg = cfg["train"]
    mcfg = cfg["model"]
    opt_g = torch.optim.RMSprop(gen.parameters(), lr=cfg["optim"]["lr"])
    opt_c = torch.optim.RMSprop(critic.parameters(), lr=cfg["optim"]["lr"])
    bs = tcfg["batch_size"]
    for it in range(tcfg["iters"]):
        for _ in range(tcfg["n_critic"]):
            real = sample_data(bs, mcfg["x_dim"])
            with torch.no_grad():
                fake = gen(torch.randn(bs, mcfg["z_dim"]))
            opt_c.zero_grad()
            loss_c = critic(fake).mean() - critic(real).mean()
            loss_c.backward()
            opt_c.step()
            clip_weights(critic, tcfg["clip_value"])

        opt_g.zero_grad()
        loss_g = -critic(gen(torch.randn(bs, mcfg["z_dim"]))).mean()
        loss_g.backward()
        opt_g.step()
        print(f"it {it} W-dist {-loss_c.item():.4f} loss_g {loss_g.item():.4f}")
