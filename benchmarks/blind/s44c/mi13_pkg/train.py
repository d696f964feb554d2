import torch

from . import step
from .blocks import BLOCKS, scanned_blocks
from .nets import BlockHead, PatchBody
from .optim_setup import make_optimizers

conf = {"n_train": 1000, "n_val": 300, "batch": 50, "epochs": 6,
        "body_lr": 0.01, "head_lr": 2e-3, "seed": 9}
use_cuda = torch.cuda.is_available()

torch.manual_seed(conf["seed"])
torch.set_num_threads(1)

train_x, train_y = scanned_blocks(conf["n_train"], seed=conf["seed"])
val_x, val_y = scanned_blocks(conf["n_val"], seed=conf["seed"] + 1)

body = PatchBody()
head = BlockHead(body.out_dim, len(BLOCKS))
if use_cuda:
    body.cuda()
    head.cuda()
step.bind(body, head, make_optimizers(body, head, conf), use_cuda)


def main():
    for epoch in range(conf["epochs"]):
        perm = torch.randperm(conf["n_train"])
        loss_sum, acc_sum, nb = 0.0, 0.0, 0
        for i in range(0, conf["n_train"], conf["batch"]):
            idx = perm[i:i + conf["batch"]]
            l, a = step.train_step(train_x[idx], train_y[idx])
            loss_sum += l
            acc_sum += a
            nb += 1
        print("epoch %d  loss %.4f  train acc %.3f  val acc %.3f"
              % (epoch, loss_sum / nb, acc_sum / nb, step.eval_accuracy(val_x, val_y)))


if __name__ == "__main__":
    main()
