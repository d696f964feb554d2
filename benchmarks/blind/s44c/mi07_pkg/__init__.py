"""Winter maintenance: tonnes of road salt a plough route will need for a storm."""
