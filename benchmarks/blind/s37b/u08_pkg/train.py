import torch
import torch.nn.functional as F

from .accel import MiniAccelerator
from .metrics import recall_at_k
from .towers import TwoTower, synthetic_pairs

HPARAMS = dict(user_vocab=500, item_vocab=400, batch_size=128, epochs=3, lr=3e-3, k=10)


def main(hp=HPARAMS):
    torch.manual_seed(0)
    accelerator = MiniAccelerator(device="cpu")
    users, items = synthetic_pairs(4096, hp["user_vocab"], hp["item_vocab"])
    val_users, val_items = synthetic_pairs(512, hp["user_vocab"], hp["item_vocab"], seed=1)
    model = TwoTower(hp["user_vocab"], hp["item_vocab"])
    optimizer = torch.optim.Adam(model.parameters(), lr=hp["lr"])
    model, optimizer = accelerator.prepare(model, optimizer)

    for epoch in range(hp["epochs"]):
        model.train()
        perm = torch.randperm(users.size(0))
        epoch_loss = 0.0
        for start in range(0, users.size(0), hp["batch_size"]):
            idx = perm[start:start + hp["batch_size"]]
            u, i = accelerator.to_device(users[idx], items[idx])
            logits = model(u, i)
            loss = F.cross_entropy(logits, torch.arange(logits.size(0)))
            optimizer.zero_grad()
            accelerator.backward(loss)
            optimizer.step()
            epoch_loss += loss.item()

        model.eval()
        recall = recall_at_k(model, *accelerator.to_device(val_users, val_items), k=hp["k"])
        accelerator.print(f"epoch {epoch} loss {epoch_loss:.2f} recall@{hp['k']} {recall:.3f}")


if __name__ == "__main__":
    main()
