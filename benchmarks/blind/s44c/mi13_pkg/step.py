import torch
import torch.nn.functional as F
from torch.autograd import Variable

state = {}


def bind(body, head, optimizers, use_cuda=False):
    state.update(body=body, head=head, opts=optimizers, cuda=use_cuda)


def train_step(images, labels):
    body, head, opts = state["body"], state["head"], state["opts"]
    images, labels = Variable(images), Variable(labels)
    if state["cuda"]:
        images, labels = images.cuda(), labels.cuda()
    opts["head"].zero_grad()
    logits = head(body(images))
    xent = F.cross_entropy(logits, labels)
    xent.backward()
    opts["body"].step()
    opts["head"].step()
    acc = (logits.data.max(1)[1] == labels.data).float().mean()
    return xent.item(), acc.item()


def eval_accuracy(images, labels):
    body, head = state["body"], state["head"]
    body.eval()
    head.eval()
    with torch.no_grad():
        x = images.cuda() if state["cuda"] else images
        pred = head(body(Variable(x))).max(1)[1].cpu()
    body.train()
    head.train()
    return (pred == labels).float().mean().item()
