import torch

from .hives import SENSORS, apiary, days
from .nets import Imputer, swarm_head
from .stages import ImputeStage, Pipeline, SwarmStage


@torch.no_grad()
def audit(imputer, head, clean, observed, swarm):
    filled = imputer(clean * observed, observed)
    gap = 1 - observed
    rmse = (((filled - clean) ** 2 * gap).sum() / gap.sum()).sqrt().item()
    acc = ((head(filled).squeeze(1) > 0).float() == swarm).float().mean().item()
    return rmse, acc


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    train = apiary(6000, gen)
    test = apiary(2000, gen)

    imputer, head = Imputer(len(SENSORS)), swarm_head(len(SENSORS))
    pipeline = Pipeline(
        ImputeStage(imputer, torch.optim.Adam(imputer.parameters(), lr=2e-3)),
        SwarmStage(head, torch.optim.SGD(head.parameters(), lr=0.2, momentum=0.9)),
    )
    print("before: gap rmse %.3f  swarm acc %.3f" % audit(imputer, head, *test))
    for season in range(8):
        logs = [pipeline.run(batch) for batch in days(*train, 64, gen)]
        mse = sum(l["impute_mse"] for l in logs) / len(logs)
        bce = sum(l["swarm_bce"] for l in logs) / len(logs)
        rmse, acc = audit(imputer, head, *test)
        print(f"season {season}: impute mse {mse:.4f} swarm bce {bce:.4f} | "
              f"test gap rmse {rmse:.3f} swarm acc {acc:.3f}")


if __name__ == "__main__":
    main()
