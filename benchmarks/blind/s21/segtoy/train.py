import torch
import torch.nn.functional as F

from .blocks import ARCHS
from .data import blobs, iterate
from .evaluation import validate

SETTINGS = dict(arch="tiny_unet", arch_kw=dict(width=8), epochs=3, bs=16,
                opt=("Adam", dict(lr=3e-3)), fg_weight=2.0)


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, m_tr = blobs(128)
    x_va, m_va = blobs(64)
    segmenter = ARCHS[s["arch"]](**s["arch_kw"])
    opt_name, opt_kw = s["opt"]
    opt = getattr(torch.optim, opt_name)(segmenter.parameters(), **opt_kw)
    cls_w = torch.tensor([1.0, s["fg_weight"]])
    for epoch in range(s["epochs"]):
        for images, masks in iterate(x_tr, m_tr, s["bs"], shuffle=True):
            opt.zero_grad()
            objective = F.cross_entropy(segmenter(images), masks, weight=cls_w)
            objective.backward()
            opt.step()
        score = validate(segmenter, iterate(x_va, m_va, s["bs"], shuffle=False))
        print(f"epoch {epoch}  last loss {objective.item():.4f}  val mIoU {score:.3f}")


if __name__ == "__main__":
    main()
