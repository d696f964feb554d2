"""1-D GAN that scores real and produced samples once per iteration and updates both players from it."""
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)

Z = 3
maker = nn.Sequential(nn.Linear(Z, 16), nn.ReLU(), nn.Linear(16, 1))
judge = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
opt_maker = torch.optim.Adam(maker.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_judge = torch.optim.Adam(judge.parameters(), lr=2e-3, betas=(0.5, 0.999))
ones = lambda t: torch.ones_like(t)
zeros = lambda t: torch.zeros_like(t)


def real_samples(n):
    return 3.0 + 0.5 * torch.randn(n, 1)


it = 0
for epoch in range(3):
    stats = []
    while it < (epoch + 1) * 300:
        real = real_samples(64)
        produced = maker(torch.randn(64, Z))

        judged_real = judge(real)
        judged_copy = judge(produced.detach())
        judged_live = judge(produced)

        maker_obj = F.binary_cross_entropy_with_logits(judged_live, ones(judged_live))
        opt_maker.zero_grad()
        maker_obj.backward()
        opt_maker.step()

        judge_obj = (F.binary_cross_entropy_with_logits(judged_real, ones(judged_real))
                     + F.binary_cross_entropy_with_logits(judged_copy, zeros(judged_copy)))
        opt_judge.zero_grad()
        judge_obj.backward()
        opt_judge.step()

        stats.append((maker_obj.item(), judge_obj.item()))
        it += 1
    with torch.no_grad():
        sample = maker(torch.randn(2000, Z))
    m, j = (sum(s[k] for s in stats) / len(stats) for k in (0, 1))
    print(f"epoch {epoch}: maker {m:.3f} judge {j:.3f} | sample mean {sample.mean():.3f} std {sample.std():.3f}")
