import torch
import torch.nn.functional as F


def critic_view(real, fake):
    """Critic sees real frames and a frozen snapshot of the converter output."""
    return torch.cat([real, fake.detach()]), torch.cat([torch.ones(len(real)), torch.zeros(len(fake))])


def critic_step(batch, *, nets, opts, state):
    fake = nets["G"](batch["src"])
    frames, labels = critic_view(batch["tgt"], fake)
    loss = F.mse_loss(nets["D"](frames), labels)
    opts["D"].zero_grad(set_to_none=True)
    loss.backward()
    opts["D"].step()
    return {"critic": loss.item(), "fake": fake}


def generator_step(batch, *, nets, opts, lambda_rec, state):
    fake = state.get("fake")
    if fake is None:
        fake = nets["G"](batch["src"])
    adv = F.mse_loss(nets["D"](fake), torch.ones(len(fake)))
    rec = F.l1_loss(fake, batch["tgt"])
    loss = adv + lambda_rec * rec
    opts["G"].zero_grad(set_to_none=True)
    loss.backward()
    opts["G"].step()
    return {"adv": adv.item(), "rec": rec.item()}


@torch.inference_mode()
def mel_cepstral_proxy(G, src, tgt):
    return (G(src) - tgt).pow(2).mean().sqrt().item()
