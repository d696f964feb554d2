import torch
import torch.nn.functional as F

from onsen_mixing.constraints import apply_constraints
from onsen_mixing.gradmode import call_without_grad
from onsen_mixing.model import MixingModel
from onsen_mixing.springs import END_MEMBERS, SPECIES, sample_springs

N_SPRINGS = 24


@torch.no_grad()
def share_error(model, true_shares):
    """Mean absolute share error, after matching fitted to true end-members greedily."""
    fitted = model.shares
    cost = torch.cdist(fitted.T, true_shares.T, p=1)
    used, total = set(), 0.0
    for row in cost.min(dim=1).values.argsort().tolist():
        col = min((c for c in range(cost.shape[1]) if c not in used), key=lambda c: cost[row, c])
        used.add(col)
        total += cost[row, col].item()
    return total / true_shares.numel()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    spring, logc, true_shares = sample_springs(N_SPRINGS, 6, gen)
    model = MixingModel(N_SPRINGS, len(END_MEMBERS), len(SPECIES), generator=gen)
    optimizer = torch.optim.Adam([
        {"params": [model.shares], "lr": 0.01},
        {"params": [model.members], "lr": 2.0},
    ])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=1500)
    print(f"initial share error {share_error(model, true_shares):.3f}")
    for step in range(1, 1501):
        optimizer.zero_grad()
        loss = F.mse_loss(model(spring), logc)
        loss.backward()
        optimizer.step()
        call_without_grad(apply_constraints, model)
        scheduler.step()
        if step % 500 == 0:
            print(f"step {step}: log-concentration mse {loss.item():.4f}, "
                  f"share error {share_error(model, true_shares):.3f}, "
                  f"min share {model.shares.min().item():.3f}")


if __name__ == "__main__":
    main()
