import torch.nn as nn
from torch.autograd import Variable


class QueueGRU(nn.Module):
    def __init__(self, n_in, nhid, nlayers, dropout=0.2):
        super(QueueGRU, self).__init__()
        self.drop = nn.Dropout(dropout)
        self.rnn = nn.GRU(n_in, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, 1)
        self.nhid = nhid
        self.nlayers = nlayers
        self.init_weights()

    def init_weights(self):
        initrange = 0.1
        self.decoder.bias.data.fill_(0)
        self.decoder.weight.data.uniform_(-initrange, initrange)

    def forward(self, input, hidden):
        output, hidden = self.rnn(input, hidden)
        output = self.drop(output)
        # predict the change in queue length on top of the current reading
        return input[:, :, 0] + self.decoder(output).squeeze(2), hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters()).data
        return Variable(weight.new(self.nlayers, bsz, self.nhid).zero_())
