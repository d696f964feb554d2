import torch.optim as optim


def make_optimizers(body, head, conf):
    """Conv body on plain momentum SGD, head on Adam (it is re-initialised per customer)."""
    return {
        "body": optim.SGD(body.parameters(), lr=conf["body_lr"], momentum=0.9),
        "head": optim.Adam(head.parameters(), lr=conf["head_lr"]),
    }
