import torch
import torch.nn as nn

from hparams import HPARAMS as hp
from loop import run_epoch
from network import Classifier
from optim_utils import make_optimizer

IN_DIM = 12


def batches(num_classes, seed):
    g = torch.Generator().manual_seed(seed)
    w = torch.randn(IN_DIM, num_classes, generator=g)
    out = []
    for _ in range(8):
        x = torch.randn(32, IN_DIM, generator=g)
        out.append((x, (x @ w).argmax(1)))
    return out


def main():
    torch.manual_seed(0)
    # 1) "pre-train" on the source task
    model = Classifier(IN_DIM, hp["backbone_dim"], hp["source_classes"])
    optimizer = make_optimizer(model, hp)
    run_epoch(model, optimizer, batches(hp["source_classes"], 0))
    snapshot = {k: v.clone() for k, v in model.state_dict().items()}

    # 2) new head for the target task, then a fresh optimizer over the new parameters
    model.head = nn.Linear(hp["backbone_dim"], hp["target_classes"])
    optimizer = make_optimizer(model, hp, train_backbone=False)
    target = batches(hp["target_classes"], 1)
    for epoch in range(hp["epochs"]):
        if epoch == hp["warmup_epochs"]:
            optimizer = make_optimizer(model, hp, train_backbone=True)
        print(f"epoch {epoch} loss {run_epoch(model, optimizer, target):.4f}")

    # 3) sanity: restoring the encoder weights does not touch the optimizer's parameters
    model.encoder.load_state_dict({k[len('encoder.'):]: v for k, v in snapshot.items() if k.startswith("encoder.")})


if __name__ == "__main__":
    main()
