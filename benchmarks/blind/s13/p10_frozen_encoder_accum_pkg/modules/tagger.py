import torch.nn as nn


class Tagger(nn.Module):
    def __init__(self, encoder, n_tags):
        super().__init__()
        self.encoder = encoder
        for p in self.encoder.parameters():
            p.requires_grad = False
        self.encoder.proj = nn.Identity()
        self.classifier = nn.Sequential(nn.Dropout(0.1), nn.Linear(encoder.rnn.hidden_size, n_tags))

    def forward(self, tokens):
        return self.classifier(self.encoder(tokens))
