import asyncio
import itertools

import torch

from weld_seam.model import HomoscedasticLoss, SeamNet
from weld_seam.pipeline import run_epoch
from weld_seam.traces import weld_batch


@torch.no_grad()
def inspect(model, x, label, depth):
    model.eval()
    logits, depth_pred = model(x)
    model.train()
    accuracy = (logits.argmax(1) == label).float().mean().item()
    mae = (depth_pred - depth).abs().mean().item()
    return round(accuracy, 3), round(mae, 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    test = weld_batch(1000, torch.Generator().manual_seed(99))
    model, criterion = SeamNet(), HomoscedasticLoss(tasks=2)
    optimizer = torch.optim.AdamW(
        itertools.chain(model.parameters(), criterion.parameters()), lr=2e-3, weight_decay=1e-4)
    print("untrained (accuracy, depth mae mm):", inspect(model, *test))
    for epoch in range(3):
        log = asyncio.run(run_epoch(model, criterion, optimizer, batches=200, batch_size=64, seed=epoch))
        for step, ce, mse, log_vars in log[-1:]:
            print(f"epoch {epoch} step {step}: ce {ce:.3f} mse {mse:.3f} "
                  f"log-variances {[round(v, 2) for v in log_vars]}")
        print(f"epoch {epoch} (accuracy, depth mae mm):", inspect(model, *test))


if __name__ == "__main__":
    main()
