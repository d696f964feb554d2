import torch
from torch import nn

mse = nn.MSELoss()
l1 = nn.L1Loss()


def set_requires_grad(nets, flag):
    for net in nets:
        for p in net.parameters():
            p.requires_grad_(flag)


def translator_phase(run, legacy, pumped):
    set_requires_grad([run.critic_a, run.critic_b], False)
    run.opt_g.zero_grad()
    fake_pumped = run.g_ab(legacy)
    fake_legacy = run.g_ba(pumped)
    rec_legacy = run.g_ba(fake_pumped)
    rec_pumped = run.g_ab(fake_legacy)

    pred_b = run.critic_b(fake_pumped)
    pred_a = run.critic_a(fake_legacy)
    adversarial = mse(pred_b, torch.ones_like(pred_b)) + mse(pred_a, torch.ones_like(pred_a))
    cycle = l1(rec_legacy, legacy) + l1(rec_pumped, pumped)
    identity = l1(run.g_ab(pumped), pumped) + l1(run.g_ba(legacy), legacy)
    total = adversarial + run.lambda_cycle * cycle + run.lambda_identity * identity
    total.backward()
    run.opt_g.step()
    set_requires_grad([run.critic_a, run.critic_b], True)
    return {"a": fake_legacy, "b": fake_pumped}, total.item()


def _critic_loss(critic, real, fake):
    pred_real = critic(real)
    pred_fake = critic(fake)
    return 0.5 * (mse(pred_real, torch.ones_like(pred_real)) + mse(pred_fake, torch.zeros_like(pred_fake)))


def critic_phase(run, legacy, pumped, fakes):
    run.opt_d.zero_grad()
    loss_a = _critic_loss(run.critic_a, legacy, fakes["a"])
    loss_b = _critic_loss(run.critic_b, pumped, fakes["b"])
    (loss_a + loss_b).backward()
    run.opt_d.step()
    return loss_a.item() + loss_b.item()
