"""Bradley-Terry ratings for an esports league with map-specific home advantage.

P(a beats b on map m) = sigmoid(skill[a] - skill[b] + pick_adv[m]), where the team
that picked the map gets pick_adv. Fitted with Adam and a small L2 shrinkage.
"""
import torch
import torch.nn.functional as F

N_TEAMS, N_MAPS, N_MATCHES = 16, 7, 600
INIT_SCALE = 0.01
L2 = 1e-2


def simulate(seed=0):
    g = torch.Generator().manual_seed(seed)
    true_skill = torch.randn(N_TEAMS, generator=g)
    true_adv = 0.3 * torch.randn(N_MAPS, generator=g)
    a = torch.randint(0, N_TEAMS, (N_MATCHES,), generator=g)
    b = (a + torch.randint(1, N_TEAMS, (N_MATCHES,), generator=g)) % N_TEAMS
    m = torch.randint(0, N_MAPS, (N_MATCHES,), generator=g)
    p = torch.sigmoid(true_skill[a] - true_skill[b] + true_adv[m])
    won = (torch.rand(N_MATCHES, generator=g) < p).float()
    return (a, b, m, won), true_skill


def neg_log_likelihood(skill, pick_adv, matches):
    a, b, m, won = matches
    logit = skill[a] - skill[b] + pick_adv[m]
    return F.binary_cross_entropy_with_logits(logit, won) + L2 * skill.pow(2).mean()


def spearman(x, y):
    rx, ry = x.argsort().argsort().float(), y.argsort().argsort().float()
    rx, ry = rx - rx.mean(), ry - ry.mean()
    return (rx * ry).sum() / (rx.norm() * ry.norm())


def main(epochs=200):
    torch.manual_seed(0)
    matches, true_skill = simulate()
    skill = torch.randn(N_TEAMS, requires_grad=True) * INIT_SCALE
    pick_adv = torch.zeros(N_MAPS, requires_grad=True)
    opt = torch.optim.Adam([skill, pick_adv], lr=0.05)
    for epoch in range(epochs):
        opt.zero_grad()
        loss = neg_log_likelihood(skill, pick_adv, matches)
        loss.backward()
        opt.step()
        if epoch % 50 == 0:
            print(f"epoch {epoch:3d}  nll {loss.item():.4f}")
    print(f"rank correlation with true skill: {spearman(skill.detach(), true_skill).item():.3f}")


if __name__ == "__main__":
    main()
