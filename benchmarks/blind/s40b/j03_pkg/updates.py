"""Non-saturating GAN losses and the two update functions; train_step wires them together."""
import torch
import torch.nn.functional as F

bce_logits = F.binary_cross_entropy_with_logits
critic_loss = lambda real_logit, fake_logit: (
    bce_logits(real_logit, torch.full_like(real_logit, 0.9))
    + bce_logits(fake_logit, torch.zeros_like(fake_logit)))
generator_loss = lambda fake_logit: bce_logits(fake_logit, torch.ones_like(fake_logit))


def critic_update(state: dict, real: torch.Tensor, fake: torch.Tensor) -> dict:
    critic, opt = state["critic"], state["opt_critic"]
    opt.zero_grad(set_to_none=True)
    real_logit = critic(real)
    fake_logit = critic(fake)
    value = critic_loss(real_logit, fake_logit)
    value.backward()
    opt.step()
    return {"critic": value.item(), "d_real": torch.sigmoid(real_logit).mean().item()}


def generator_update(state: dict, fake: torch.Tensor) -> dict:
    opt = state["opt_gen"]
    opt.zero_grad(set_to_none=True)
    value = generator_loss(state["critic"](fake))
    value.backward()
    opt.step()
    return {"gen": value.item()}


def train_step(state: dict, real: torch.Tensor, z: torch.Tensor):
    fake = state["gen"](z)
    metrics = critic_update(state, real, fake)
    metrics.update(generator_update(state, fake))
    return {**state, "step": state["step"] + 1}, metrics
