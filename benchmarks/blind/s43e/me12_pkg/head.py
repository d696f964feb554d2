import torch.nn as nn


class DAEClassifier(nn.Module):
    """Pretrained DAE encoder + small MLP head on the encoder activations."""

    def __init__(self, encoder, hidden):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Sequential(nn.Dropout(0.3), nn.Linear(hidden, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, 1))

    def forward(self, x):
        return self.head(self.encoder(x)).squeeze(1)


def freeze_encoder(model):
    for p in model.encoder.parameters():
        p.requires_grad = False
    model.encoder.eval()


def trainable_parameters(model):
    return [p for p in model.parameters() if p.requires_grad]
