import torch
import torch.nn.functional as F


def train_round(scorer, generator, opt_d, opt_g, owners, scheds, n_schedules, rng, gan_weight=0.5):
    """One discriminator update, then one generator update on the same owners."""
    fake = generator(owners)
    rand_neg = torch.randint(0, n_schedules, owners.shape, generator=rng)

    opt_d.zero_grad()
    pos = scorer.score_vectors(owners, scorer.sched_vec(scheds))
    neg = scorer.score_vectors(owners, scorer.sched_vec(rand_neg))
    hard = scorer.score_vectors(owners, fake.detach())
    d_loss = -F.logsigmoid(pos - neg).mean() - gan_weight * F.logsigmoid(pos - hard).mean()
    d_loss.backward()
    opt_d.step()

    opt_g.zero_grad()
    fooled = scorer.score_vectors(owners, fake)
    pos_now = scorer.score_vectors(owners, scorer.sched_vec(scheds)).detach()
    g_loss = -F.logsigmoid(fooled - pos_now).mean()
    g_loss.backward()
    opt_g.step()
    return d_loss.item(), g_loss.item()
