import torch
import torch.nn.functional as F

from ichnite_shapes.footprints import GROUPS, survey
from ichnite_shapes.recipe import prepare


@torch.no_grad()
def per_group_recall(model, images, labels):
    model.eval()
    pred = model(images).argmax(dim=1)
    return [((pred == k) & (labels == k)).sum().item() / max((labels == k).sum().item(), 1)
            for k in range(len(GROUPS))]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(6)
    images, labels = survey(480, g)
    test_images, test_labels = survey(240, g)
    ctx = prepare(width=16, lr=0.02, batch_size=8, epochs=3)
    model, optimizer, scheduler = ctx["model"], ctx["optimizer"], ctx["scheduler"]
    print(f"normalisation layers swapped: {ctx.get('swapped', 0)}")
    for epoch in range(ctx["epochs"]):
        model.train()
        order = torch.randperm(images.shape[0], generator=g)
        running = 0.0
        for i in range(0, images.shape[0], ctx["batch_size"]):
            idx = order[i:i + ctx["batch_size"]]
            loss = F.cross_entropy(model(images[idx]), labels[idx], label_smoothing=0.1)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.item()
        scheduler.step()
        recall = per_group_recall(model, test_images, test_labels)
        print(f"epoch {epoch}: loss {running / (images.shape[0] // ctx['batch_size']):.3f} recall",
              {name: round(r, 2) for name, r in zip(GROUPS, recall)})


if __name__ == "__main__":
    main()
