import torch

from curves import batch_of_samples
from model import TemperNet
from steps import evaluate, make_train_step


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(8)
    test = batch_of_samples(500, g)
    model = TemperNet()
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=5e-3, total_steps=3 * 40)
    train_step = make_train_step(model, optimizer)
    mae, acc = evaluate(model, *test)
    print(f"untrained: temper-index mae {mae:.3f}, bloom accuracy {acc:.3f}")
    for epoch in range(3):
        ti_sum = bloom_sum = 0.0
        for _ in range(40):
            loss, parts = train_step(*batch_of_samples(48, g))
            scheduler.step()
            ti_sum += parts["ti"]
            bloom_sum += parts["bloom"]
        mae, acc = evaluate(model, *test)
        print(f"epoch {epoch}: huber {ti_sum / 40:.4f} bce {bloom_sum / 40:.4f} | "
              f"temper-index mae {mae:.3f}, bloom accuracy {acc:.3f} ({train_step.seconds:.1f}s in steps)")


if __name__ == "__main__":
    main()
