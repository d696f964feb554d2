from .besttrack import MAX_LEAD

STAGES = (
    # (epochs, lead in 6-h steps, teacher forcing ratio)
    (2, 2, 0.8),
    (2, 4, 0.5),
    (3, MAX_LEAD, 0.2),
)


def curriculum(stages=STAGES):
    epoch = 0
    for n_epochs, lead, ratio in stages:
        for _ in range(n_epochs):
            epoch += 1
            yield epoch, lead, ratio
