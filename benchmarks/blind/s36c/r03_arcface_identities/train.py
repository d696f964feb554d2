import torch
import torch.nn.functional as F

from r03_arcface_identities.backbone import FaceNetLite
from r03_arcface_identities.data import loader, make_identities
from r03_arcface_identities.heads import build_head

CFG = {
    "num_ids": 12,
    "per_id_train": 24,
    "per_id_test": 8,
    "image_size": 16,
    "embedding_dim": 32,
    "head": "arcface",
    "head_args": {"scale": 16.0, "margin": 0.3},
    "lr": 0.05,
    "momentum": 0.9,
    "weight_decay": 5e-4,
    "epochs": 8,
    "batch_size": 32,
    "seed": 0,
}


@torch.no_grad()
def verification_accuracy(backbone, images, labels):
    """Same/different decision on all pairs: best balanced accuracy over thresholds."""
    backbone.eval()
    emb = F.normalize(backbone(images))
    sim = emb @ emb.t()
    same = labels[:, None] == labels[None, :]
    iu = torch.triu_indices(len(labels), len(labels), offset=1)
    sims, truth = sim[iu[0], iu[1]], same[iu[0], iu[1]]
    best = 0.0
    for thr in torch.linspace(-0.5, 0.95, 30):
        pred = sims > thr
        tpr = pred[truth].float().mean().item()
        tnr = (~pred[~truth]).float().mean().item()
        best = max(best, 0.5 * (tpr + tnr))
    backbone.train()
    return best


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x_train, y_train = make_identities(cfg["num_ids"], cfg["per_id_train"],
                                       cfg["image_size"], gen)
    x_test, y_test = make_identities(cfg["num_ids"], cfg["per_id_test"],
                                     cfg["image_size"], torch.Generator().manual_seed(1))

    backbone = FaceNetLite(cfg["embedding_dim"])
    head = build_head(cfg["head"], cfg["embedding_dim"], cfg["num_ids"], **cfg["head_args"])
    optimizer = torch.optim.SGD(
        [{"params": backbone.parameters()}, {"params": head.parameters()}],
        lr=cfg["lr"], momentum=cfg["momentum"], weight_decay=cfg["weight_decay"],
    )
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=cfg["epochs"])
    print(f"untrained verification acc {verification_accuracy(backbone, x_test, y_test):.3f}")

    for epoch in range(cfg["epochs"]):
        running, seen = 0.0, 0
        for images, labels in loader(x_train, y_train, cfg["batch_size"], gen):
            logits = head(backbone(images), labels)
            loss = F.cross_entropy(logits, labels)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.item() * len(labels)
            seen += len(labels)
        scheduler.step()
        acc = verification_accuracy(backbone, x_test, y_test)
        print(f"epoch {epoch + 1} loss {running / seen:.3f} verification acc {acc:.3f}")


if __name__ == "__main__":
    main()
