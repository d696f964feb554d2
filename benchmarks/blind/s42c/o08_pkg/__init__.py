"""SIR fit to weekly reported influenza-like-illness counts of one district."""
